type TSignupValues = { fullName: string; email: string; password: string; photo?: Blob }

/**
 * The multipart body of POST /api/signup. The text fields go first and the photo last, so a
 * streaming parser on the server has every field before it reaches the file.
 */
export function signupFormData({ fullName, email, password, photo }: TSignupValues): FormData {
  const form = new FormData()
  form.append('fullName', fullName)
  form.append('email', email)
  form.append('password', password)
  if (photo) form.append('photo', photo)
  return form
}
