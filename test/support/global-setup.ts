import { setup } from './database-template';

export default setup;
