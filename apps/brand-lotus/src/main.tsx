import { mountSite } from '@wl/site';
import brand from 'virtual:wl-brand';

mountSite(document.getElementById('root'), brand);
