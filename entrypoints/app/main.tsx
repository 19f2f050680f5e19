import { bootApp } from '@/app/boot';
import { createExtensionPlatform } from '@/platform/extension';

void bootApp(document.getElementById('root')!, createExtensionPlatform());
