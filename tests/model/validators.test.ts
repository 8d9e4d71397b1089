import { runValidatorSuite } from './validators.case.ts';

runValidatorSuite('Node');
