/**
 * The browser side of issue 22's forms that work before hydration: their inputs are
 * uncontrolled (a `name` and a `defaultValue`, never `value` + `onChange`), so text typed
 * into the server-rendered form before the JavaScript arrived is still there after
 * hydration, and submitting reads it from the form itself, here.
 */

/** A reader of the form's text fields as they are now: a field's value, or '' when it is absent (or a file). */
export function formText(form: HTMLFormElement): (name: string) => string {
  const data = new FormData(form);
  return (name) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
}
