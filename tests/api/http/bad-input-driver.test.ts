import { driverCases } from './bad-input-driver';
import { sweep } from './bad-input-run';

sweep("bad input: the driver's day", driverCases);
