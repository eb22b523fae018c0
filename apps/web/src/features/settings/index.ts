export { SettingsPage } from './page/settings-page';
export { useSalonSettings } from './api/use-salon-settings';
