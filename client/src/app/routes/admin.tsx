export { AdminPanel as Component } from '../../features/admin/components/admin-panel';
