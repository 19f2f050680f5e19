// The sections of English bundled with the app's first load (BOOT_SECTIONS in i18n.ts); the rest of English
// arrives with the pages. `boot-sections.test.ts` holds the first load's modules to these sections.
export {
  about,
  apiConfig,
  app,
  auth,
  common,
  errorPage,
  errors,
  filters,
  keyboard,
  legal,
  newProject,
  notFound,
  notifications,
  projects,
  pwa,
  shell,
  toasts,
  user,
} from '../../locales/en.json';
