import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { shellChunk } from './vite/shell-chunk'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), shellChunk({ layouts: [/app[\\/]root\.tsx$/, /app[\\/]routes[\\/]public-layout\.tsx$/] })],
})
