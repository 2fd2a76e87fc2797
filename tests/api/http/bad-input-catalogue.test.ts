import { catalogueCases } from './bad-input-catalogue';
import { sweep } from './bad-input-run';

sweep('bad input: back-office catalogue', catalogueCases);
