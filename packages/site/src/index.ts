import './shared/styledTheme';
export { mountSite } from './app/mountSite';
export { Site, type SiteProps } from './app/Site';
export { makeStore, type AppStore, type MakeStoreOptions } from './shared/store/makeStore';
