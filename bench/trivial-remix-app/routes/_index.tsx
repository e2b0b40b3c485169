/** The trivial Remix app's one page: a title and a heading, no loader. */
export const meta = () => [{ title: "Trivial Remix page" }];

export default function Index() {
  return <h1>A trivial Remix page</h1>;
}
