/** Quick add: the input with live highlighting, and the mutation that resolves and creates its tasks. */
export { QuickAddInput, type QuickAddInputProps } from './QuickAddInput';
export { QuickAddError, quickAddErrorMessage, type QuickAddErrorCode } from '@/quick-add/errors';
export type { QuickAddOutcome } from '@/api/quick-add';
