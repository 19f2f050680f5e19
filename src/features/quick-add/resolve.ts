// Moved to src/quick-add/resolve.ts; this re-export serves the popup (src/popup/) until it imports from there.
export { matchAssignee, matchLabels, resolveProject, type ProjectContext } from '@/quick-add/resolve';
