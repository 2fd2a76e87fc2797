import { partnerOriginCases } from './bad-input-partner-origins';
import { sweep } from './bad-input-run';

sweep("bad input: a partner's allowed return origins", partnerOriginCases);
