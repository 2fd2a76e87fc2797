import { portalCases } from './bad-input-portal';
import { sweep } from './bad-input-run';

sweep('bad input: agents’ portal', portalCases);
