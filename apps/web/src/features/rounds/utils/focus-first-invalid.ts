/** After a refused submit, the first field marked invalid takes the focus, as the app's other forms do. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
