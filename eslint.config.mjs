import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: [".next/**", "lib/generated/**", "node_modules/**", ".data/**", "test-results/**", "next-env.d.ts"] },
  // A name starting with "_" is left out on purpose (a field taken out of an object by destructuring).
  { rules: { "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }] } },
];

export default config;
