import type { Command } from 'commander';

export function registerReportCommands(_program: Command): void {}
