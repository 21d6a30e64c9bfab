import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: [".next/**", "lib/generated/**", "node_modules/**", ".data/**", "test-results/**", "next-env.d.ts"] },
];

export default config;
