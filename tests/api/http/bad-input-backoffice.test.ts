import { backofficeCases } from './bad-input-backoffice';
import { sweep } from './bad-input-run';

sweep('bad input: back office and agents’ portal', backofficeCases);
