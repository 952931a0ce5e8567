import { greeting as ruleGreeting } from '../rules/greeting';

/** GREETING-01/02 through the greeting rule module ('' when there is no first name). */
export const greeting = (firstName: string): string => ruleGreeting(firstName).text ?? '';
