import { bootApp } from '@/app/boot';
import { createWebPlatform } from '@/platform/web';

void bootApp(document.getElementById('root')!, createWebPlatform());
