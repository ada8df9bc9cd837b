/**
 * The `punycode` package by its file (Node's deprecated built-in has the bare name, and Node
 * cannot import the package's folder as an ES module).
 */
declare module 'punycode/punycode.js' {
  const punycode: {
    toASCII(domain: string): string;
    toUnicode(domain: string): string;
  };
  export default punycode;
}
