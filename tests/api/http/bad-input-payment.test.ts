import { paymentCases } from './bad-input-payment';
import { sweep } from './bad-input-run';

sweep('bad input: payment calls, provider returns and sandbox provider', paymentCases);
