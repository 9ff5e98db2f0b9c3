/**
 * Passwords that pass the spec's rules yet appear at the top of leaked-password lists, compared
 * case-insensitively. Small on purpose: it ships to the browser with the sign-up form.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  [
    'password1!', 'password!', 'password@1', 'password@123', 'password#1', 'password1@', 'password123!', 'p@ssw0rd', 'p@ssword',
    'p@ssword1', 'p@ssw0rd1', 'p@$$w0rd', 'passw0rd!', 'pa$$word', 'pa$$w0rd', 'qwerty1!', 'qwerty!', 'qwerty@123', 'qwerty123!',
    'qwerty@1', 'welcome1!', 'welcome@1', 'welcome@123', 'welcome!', 'admin@123', 'admin123!', 'admin@1', 'admin!', 'abc@123',
    'abc@1234', 'abc123!', 'abcd@1234', 'abcd@123', 'test@123', 'test@1234', 'iloveyou!', 'iloveyou1!', 'letmein!', 'letmein1!',
    'monkey1!', 'dragon1!', 'sunshine1!', 'princess1!', 'football1!', 'baseball1!', 'master1!', 'hello@123', 'hello123!', 'hello!',
    'india@123', 'bangladesh@1', 'bangladesh!', 'dhaka@123', 'love@123', 'pass@123', 'pass@1234', 'changeme!', 'changeme1!',
    'summer2024!', 'winter2024!', 'spring2024!', 'summer2025!', 'winter2025!', 'summer2026!', 'winter2026!', 'secret!', 'secret1!',
    'trustno1!', 'zaq1@wsx', '1qaz@wsx', '1q2w3e4r!', 'a123456!', 'aa123456!', 'qwe@123', 'asdf@1234', 'user@123', 'demo@123',
    'india@1234', 'computer1!', 'freedom1!', 'whatever1!', 'starwars1!', 'shadow1!', 'superman1!', 'batman1!', 'jesus@123', 'allah@123',
    'utsab@123', 'utsab!', 'utsab@1',
  ].map((password) => password.toLowerCase()),
)

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase())
