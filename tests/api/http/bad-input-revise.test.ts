import { reviseCases } from './bad-input-revise';
import { sweep } from './bad-input-run';

sweep('bad input: changing a booking in place', reviseCases);
