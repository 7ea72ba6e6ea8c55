// Importing this module makes Vite add fonts.css to the page (see main.tsx for when).
import './fonts.css';
