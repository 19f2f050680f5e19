import { bootCapture } from '@/popup/capture-boot';

void bootCapture(document.getElementById('root')!, location.hash.slice(1));
