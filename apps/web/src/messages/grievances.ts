import { messages as shell } from './index';
import { grievanceMessages } from './en-grievances';

/** The shell's sentences and the grievance pages': `grievance`. */
export const messages = { ...shell, ...grievanceMessages };
