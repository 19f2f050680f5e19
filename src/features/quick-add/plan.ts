// Moved to src/quick-add/plan.ts; this re-export serves the list view's test (which preloads it) until it
// imports from there.
export { mentionedProjects, planTasks, type TaskPlan } from '@/quick-add/plan';
