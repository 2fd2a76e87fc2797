import { legalCases } from './bad-input-legal';
import { sweep } from './bad-input-run';

sweep('bad input: the legal texts of the widget', legalCases);
