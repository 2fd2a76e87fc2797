import { accountCases } from './bad-input-accounts';
import { sweep } from './bad-input-run';

sweep('bad input: token, account and VAT calls', accountCases);
