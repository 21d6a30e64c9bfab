import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: [".next/**", "lib/generated/**", "node_modules/**", ".data/**", "test-results/**", "next-env.d.ts"] },
  // A name starting with "_" is left out on purpose (a field taken out of an object by destructuring).
  { rules: { "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }] } },
  // The app's pages link to each other through app/_components/link.tsx (no prefetching: it says why).
  {
    files: ["app/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["app/_components/link.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [{ name: "next/link", message: "Link from @/app/_components/link: the app's links don't prefetch (it says why)." }] }] },
  },
];

export default config;
