import { randomInt } from 'node:crypto';
import { APPLICATION_NUMBER_LEADING_LETTERS, APPLICATION_NUMBER_LENGTH } from '@evisa/contracts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHANUMERICS = `${LETTERS}0123456789`;

/** 16 uppercase alphanumerics, the first three letters, from a cryptographic source (~73 bits). */
export function generateApplicationNumber(): string {
  let number = '';
  for (let i = 0; i < APPLICATION_NUMBER_LENGTH; i++) {
    const alphabet = i < APPLICATION_NUMBER_LEADING_LETTERS ? LETTERS : ALPHANUMERICS;
    number += alphabet[randomInt(alphabet.length)];
  }
  return number;
}
