import { bootPopup } from '@/popup/boot';

void bootPopup(document.getElementById('root')!);
