export { PrivacyPage as Component } from '../../features/pages/components/privacy-page';
