import { teardown } from './database-template';

export default teardown;
