export { SettingsPage } from './page/settings-page';
