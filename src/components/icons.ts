/**
 * The product's one icon set (Lucide, drawn as SVG so every system shows the same shapes). Each icon is
 * imported from its own module so a build ships only the icons listed here.
 */
export { default as AlignLeftIcon } from 'lucide-react/icons/align-left';
export { default as ArrowDownIcon } from 'lucide-react/icons/arrow-down';
export { default as ArrowLeftIcon } from 'lucide-react/icons/arrow-left';
export { default as ArrowUpIcon } from 'lucide-react/icons/arrow-up';
export { default as BellIcon } from 'lucide-react/icons/bell';
export { default as BellOffIcon } from 'lucide-react/icons/bell-off';
export { default as BoldIcon } from 'lucide-react/icons/bold';
export { default as CalendarClockIcon } from 'lucide-react/icons/calendar-clock';
export { default as CalendarIcon } from 'lucide-react/icons/calendar';
export { default as CheckIcon } from 'lucide-react/icons/check';
export { default as ChevronDownIcon } from 'lucide-react/icons/chevron-down';
export { default as ChevronRightIcon } from 'lucide-react/icons/chevron-right';
export { default as ChevronUpIcon } from 'lucide-react/icons/chevron-up';
export { default as EllipsisIcon } from 'lucide-react/icons/ellipsis';
export { default as FilterIcon } from 'lucide-react/icons/funnel';
export { default as FolderPlusIcon } from 'lucide-react/icons/folder-plus';
export { default as FoldersIcon } from 'lucide-react/icons/folders';
export { default as GripVerticalIcon } from 'lucide-react/icons/grip-vertical';
export { default as HouseIcon } from 'lucide-react/icons/house';
export { default as InfoIcon } from 'lucide-react/icons/info';
export { default as ItalicIcon } from 'lucide-react/icons/italic';
export { default as ListChecksIcon } from 'lucide-react/icons/list-checks';
export { default as ListIcon } from 'lucide-react/icons/list';
export { default as MenuIcon } from 'lucide-react/icons/menu';
export { default as MessageSquareIcon } from 'lucide-react/icons/message-square';
export { default as PaperclipIcon } from 'lucide-react/icons/paperclip';
export { default as PlusIcon } from 'lucide-react/icons/plus';
export { default as SearchIcon } from 'lucide-react/icons/search';
export { default as SmilePlusIcon } from 'lucide-react/icons/smile-plus';
export { default as SquareCheckIcon } from 'lucide-react/icons/square-check';
export { default as StarIcon } from 'lucide-react/icons/star';
export { default as TagIcon } from 'lucide-react/icons/tag';
export { default as UsersIcon } from 'lucide-react/icons/users';
export { default as XIcon } from 'lucide-react/icons/x';
