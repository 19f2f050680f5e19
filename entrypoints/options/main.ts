import { openAppTab } from '@/platform/extension-background';

// The options entry is the app's settings page: focus (or open) the app tab there, then go away.
void openAppTab('/user/settings').then(() => window.close());
