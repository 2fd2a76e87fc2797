import { notifyCases } from './bad-input-notify';
import { sweep } from './bad-input-run';

sweep('bad input: meeting points and SMS delivery reports', notifyCases);
