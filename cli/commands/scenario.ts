import type { Command } from 'commander';

export function registerScenarioCommands(_program: Command): void {}
