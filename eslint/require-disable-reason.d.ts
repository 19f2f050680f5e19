import type { Rule } from 'eslint';

export const requireDisableReason: Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
