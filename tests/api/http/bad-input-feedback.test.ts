import { feedbackCases } from './bad-input-feedback';
import { sweep } from './bad-input-run';

sweep('bad input: feedback calls', feedbackCases);
