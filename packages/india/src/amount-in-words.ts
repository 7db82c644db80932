const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;

const TENS = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
] as const;

/** Indian scale, largest first: amounts are read in crore, lakh and thousand, not millions. */
const SCALES = [
  { size: 10_000_000, word: 'Crore' },
  { size: 100_000, word: 'Lakh' },
  { size: 1_000, word: 'Thousand' },
  { size: 100, word: 'Hundred' },
] as const;

function describeBelowHundred(n: number): string {
  if (n < 20) {
    return ONES[n] ?? '';
  }
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}-${ONES[ones] ?? ''}`;
}

/** Words for a positive whole number; more than 99 crore are read as lakh or thousand crore. */
function describeWholeNumber(n: number): string {
  const words: string[] = [];
  let rest = n;
  for (const scale of SCALES) {
    if (rest >= scale.size) {
      words.push(describeWholeNumber(Math.floor(rest / scale.size)), scale.word);
      rest %= scale.size;
    }
  }
  if (rest > 0) {
    words.push(describeBelowHundred(rest));
  }
  return words.join(' ');
}

/**
 * 12345650 → 'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Rupees and Fifty Paise'.
 * No trailing 'Only': the invoice adds it where its layout wants it.
 */
export function formatAmountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(
      `An amount in words needs a whole, non-negative number of paise, got ${paise}`,
    );
  }
  const rupees = Math.floor(paise / 100);
  const remainder = paise % 100;
  const rupeeWords =
    rupees === 0
      ? 'Zero Rupees'
      : `${describeWholeNumber(rupees)} ${rupees === 1 ? 'Rupee' : 'Rupees'}`;
  if (remainder === 0) {
    return rupeeWords;
  }
  const paiseWord = remainder === 1 ? 'Paisa' : 'Paise';
  return `${rupeeWords} and ${describeBelowHundred(remainder)} ${paiseWord}`;
}
