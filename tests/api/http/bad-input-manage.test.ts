import { manageCases } from './bad-input-manage';
import { sweep } from './bad-input-run';

sweep('bad input: manage calls', manageCases);
