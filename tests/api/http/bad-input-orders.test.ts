import { orderCases } from './bad-input-orders';
import { sweep } from './bad-input-run';

sweep('bad input: back-office orders and dispatch', orderCases);
