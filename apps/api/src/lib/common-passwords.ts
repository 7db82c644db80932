// Passwords people choose most often (public breach-corpus top lists, with Indian favourites
// such as 'india123' and 'jaishreeram'). Only those of 8 characters or more matter: shorter ones
// are refused by the length rule already. Compared lower-cased.
// prettier-ignore
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '00000000',
  '88888888', '87654321', '98765432', '987654321', '9876543210', '11223344', '12121212',
  '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', '1qazxsw2', 'zaq12wsx', 'qwertyui', 'qwertyuiop',
  'qwerty123', 'qwerty12', 'qwerty1234', 'qwe12345', 'asdfghjk', 'asdfghjkl', 'asdf1234',
  'zxcvbnm1', 'zxcvbnm123', 'q1w2e3r4', 'q1w2e3r4t5', 'a1b2c3d4', 'abcd1234', 'abc12345',
  'abcdefgh', 'abcdef123', 'password', 'password1', 'password12', 'password123', 'password@123',
  'password!', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'p@ssword1', 'p@ssword123', 'pass1234',
  'pass@123', 'pass@1234', 'admin123', 'admin@123', 'admin1234', 'administrator', 'welcome1',
  'welcome123', 'welcome@123', 'iloveyou', 'iloveyou1', 'iloveyou123', 'letmein1', 'letmein123',
  'sunshine', 'sunshine1', 'princess', 'princess1', 'football', 'football1', 'baseball',
  'basketball', 'superman', 'batman123', 'starwars', 'trustno1', 'whatever', 'computer',
  'internet', 'sandeep123', 'michael1', 'jennifer', 'jordan23', 'charlie1', 'shadow12',
  'master123', 'monkey123', 'dragon123', 'freedom1', 'mustang1', 'liverpool', 'chelsea1',
  'arsenal1', 'manchester', 'cricket1', 'cricket123', 'sachin10', 'sachin123', 'dhoni007',
  'virat1818', 'viratkohli', 'msdhoni7', 'india123', 'india@123', 'india1234', 'indian123',
  'bharat123', 'hindustan', 'jaihind1', 'jaihind123', 'jaishreeram', 'jaishriram', 'jaimatadi',
  'omnamahshivay', 'omsairam', 'saibaba1', 'ganesh123', 'krishna1', 'krishna123', 'radhakrishna',
  'shivshakti', 'hanuman1', 'mahadev1', 'waheguru', 'bismillah', 'allah786', 'khan1234',
  'rahul123', 'priya123', 'pooja123', 'neha1234', 'anjali123', 'amit1234', 'rohit123',
  'mumbai123', 'delhi123', 'kolkata1', 'chennai1', 'bangalore', 'hyderabad', 'pune1234',
  'chandigarh', 'lucknow1', 'jaipur123', 'mylove123', 'mybaby123', 'lovely123', 'loveyou1',
  'sweetheart', 'babygirl', 'babygirl1', 'cutiepie', 'angel123', 'princess123', 'beautiful',
  'changeme', 'changeme1', 'default1', 'secret123', 'qazwsxedc', 'qazwsx123', 'passpass',
  'testtest', 'test1234', 'test@123', 'demo1234', 'demo@123', 'guest123', 'user1234',
  'login123', 'hello123', 'helloworld', 'goodluck', 'samsung1', 'samsung123', 'iphone12',
  'nokia123', 'google123', 'facebook', 'facebook1', 'whatsapp', 'instagram', 'youtube1',
  'flipkart', 'amazon123', 'paytm123', 'haat1234', 'haat@123', 'haatindia', 'shopping',
  'shopping1', 'money123', 'rupees123', 'lakshmi1', 'diwali123', 'holi1234', 'summer123',
  'winter123', 'january1', 'august15', 'republic26', 'computer1', 'software', 'asdasdasd',
  'aaaaaaaa', 'aaaaaaa1', 'zzzzzzzz', 'qqqqqqqq', 'qwertyqwerty', '123qweasd', '123qweasdzxc',
  'qweasdzxc', 'abc123abc', 'aa123456', 'a1234567', 'a12345678', 'abcd@1234', 'abcd@123',
  'asdf@1234', 'qwerty@123', 'india@1947', 'india1947', '15081947', '26011950', '01011990',
  '01012000', '12341234', '11112222', '13131313', '69696969', '77777777', '99999999',
  '10203040', '147258369', '159357456', '789456123', '741852963', '963852741', '123654789',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
