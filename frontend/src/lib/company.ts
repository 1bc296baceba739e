// The company details live once, in contracts (emails and receipts use them too).
export { COMPANY } from '@evisa/contracts';
